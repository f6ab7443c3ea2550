
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
    "BookingRidersLookup": [
      "BookingRiders",
      "RiderLinkProblem"
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
    ],
    "RiderChange": [
      "RiderChanged",
      "RiderRefused"
    ],
    "RiderLinkAnswer": [
      "RiderLink",
      "RiderRefused"
    ],
    "RiderSeatLookup": [
      "RiderLinkProblem",
      "RiderSeat"
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
    "BookingRidersLookup": [
      "BookingRiders",
      "RiderLinkProblem"
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
    ],
    "RiderChange": [
      "RiderChanged",
      "RiderRefused"
    ],
    "RiderLinkAnswer": [
      "RiderLink",
      "RiderRefused"
    ],
    "RiderSeatLookup": [
      "RiderLinkProblem",
      "RiderSeat"
    ]
  }
};
      export default result;
    