
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Activity": [
      "BookableActivity",
      "ComboActivity",
      "ThirdPartyActivity"
    ],
    "AddToCartResult": [
      "CartUpdated",
      "InvalidSelection",
      "LimitReached",
      "SoldOut"
    ],
    "ContentBlock": [
      "BlockQuote",
      "Cta",
      "FAQs",
      "HtmlContent",
      "Image",
      "TwoColumn",
      "VenueHire"
    ],
    "EnquiryOutcome": [
      "EnquiryProblem",
      "EnquirySent"
    ],
    "FindMyBookingOutcome": [
      "FindMyBookingProblem",
      "FindMyBookingSent"
    ],
    "GiftCardBalanceResult": [
      "GiftCardBalance",
      "GiftCardProblem"
    ],
    "GiftPurchaseLookup": [
      "GiftPurchase",
      "OrderProblem"
    ],
    "MyBookingLookup": [
      "MyBooking",
      "MyBookingProblem"
    ],
    "OrderLookup": [
      "Order",
      "OrderProblem"
    ],
    "OrderOutcome": [
      "CheckoutProblem",
      "OrderPlaced"
    ],
    "Page": [
      "AboutPage",
      "ContentArticle",
      "ContentBlockPage",
      "ContentPage",
      "GalleryPage",
      "GiftVouchersPage",
      "GlobalHomePage",
      "HistoryPage",
      "HomePage",
      "ParkInfoPage",
      "SiteMapPage",
      "ThingsToDoPage",
      "TimelinePage"
    ],
    "PaymentStep": [
      "PaymentEmbedded",
      "PaymentHostedFields",
      "PaymentQr",
      "PaymentRedirect"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Activity": [
      "BookableActivity",
      "ComboActivity",
      "ThirdPartyActivity"
    ],
    "AddToCartResult": [
      "CartUpdated",
      "InvalidSelection",
      "LimitReached",
      "SoldOut"
    ],
    "ContentBlock": [
      "BlockQuote",
      "Cta",
      "FAQs",
      "HtmlContent",
      "Image",
      "TwoColumn",
      "VenueHire"
    ],
    "EnquiryOutcome": [
      "EnquiryProblem",
      "EnquirySent"
    ],
    "FindMyBookingOutcome": [
      "FindMyBookingProblem",
      "FindMyBookingSent"
    ],
    "GiftCardBalanceResult": [
      "GiftCardBalance",
      "GiftCardProblem"
    ],
    "GiftPurchaseLookup": [
      "GiftPurchase",
      "OrderProblem"
    ],
    "MyBookingLookup": [
      "MyBooking",
      "MyBookingProblem"
    ],
    "OrderLookup": [
      "Order",
      "OrderProblem"
    ],
    "OrderOutcome": [
      "CheckoutProblem",
      "OrderPlaced"
    ],
    "Page": [
      "AboutPage",
      "ContentArticle",
      "ContentBlockPage",
      "ContentPage",
      "GalleryPage",
      "GiftVouchersPage",
      "GlobalHomePage",
      "HistoryPage",
      "HomePage",
      "ParkInfoPage",
      "SiteMapPage",
      "ThingsToDoPage",
      "TimelinePage"
    ],
    "PaymentStep": [
      "PaymentEmbedded",
      "PaymentHostedFields",
      "PaymentQr",
      "PaymentRedirect"
    ]
  }
};
      export default result;
    