// Baseline for `npm run bench:bundle`: the same shared libraries as the shell, in one plain
// webpack bundle without Module Federation, rendering one line. The shell's first visit is
// compared with this floor to show what federation and the portal's own code add.
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';

const api = createApi({ baseQuery: fetchBaseQuery(), endpoints: () => ({}) });
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});
const Title = styled.h1`
  color: #1e5fd8;
`;
const router = createBrowserRouter([{ path: '*', element: <Title>baseline</Title> }]);

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <RouterProvider router={router} />
  </Provider>,
);
