declare const __SITE_URL__: string;
declare const __REVIEWS_WIDGET_SRC__: string;
