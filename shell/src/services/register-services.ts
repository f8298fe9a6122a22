import type { createBrowserRouter } from 'react-router-dom';
import { isLoggedIn, registerShellServices } from 'shared-api';
import { toast } from 'shared-ui';
import { requestPayment } from '../payment/payment-requests';
import { loginRedirectFor } from '../routes/guard';
import { loadingCounter } from './loading-counter';

/** The message of spec 3 §6 for features that need enterprise or agency VIP. */
export const UPGRADE_MESSAGE = '请升级企业VIP或代理VIP获取权限！';

/**
 * Hands the shell's services to the base query and the remotes (shared-api's typed interface).
 * Code 6000 opens the payment dialog that PaymentDialogHost (mounted in the App) shows.
 */
type PortalRouter = ReturnType<typeof createBrowserRouter>;

export function registerPortalServices(router: Pick<PortalRouter, 'navigate' | 'state'>) {
  const currentPath = () => {
    const { pathname, search } = router.state.location;
    return pathname + search;
  };
  registerShellServices({
    toast,
    navigate: (path, options) => void router.navigate(path, { replace: options?.replace }),
    onPermissionDenied: (message) => {
      if (!isLoggedIn()) {
        void router.navigate(loginRedirectFor(currentPath()));
        return;
      }
      toast.error(message && message !== 'Access Denied' ? message : UPGRADE_MESSAGE);
    },
    onSessionEnded: (message) => toast.error(message),
    onPaymentRequired: requestPayment,
    loading: loadingCounter,
  });
}
