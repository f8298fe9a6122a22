/** Defined by build-config/webpack-app.cjs for every app. */
declare const __RELEASE__: string;
declare const __APP_NAME__: string;
