import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createPortalStore, ROUTER_FUTURE, ROUTER_PROVIDER_FUTURE } from 'shared-api';
import { UiProvider } from 'shared-ui';
import { LoadingLayer } from './layout/LoadingLayer';
import { PaymentDialogHost } from './payment/PaymentDialogHost';
import { portalRouteObjects } from './routes/route-objects';
import { registerPortalServices } from './services/register-services';

// One store and one router for the whole portal; remotes inject into both at run time.
const store = createPortalStore();
const router = createBrowserRouter(portalRouteObjects(), { future: ROUTER_FUTURE });
registerPortalServices(router);

export function App() {
  return (
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} future={ROUTER_PROVIDER_FUTURE} />
        <LoadingLayer />
        <PaymentDialogHost />
      </UiProvider>
    </Provider>
  );
}
