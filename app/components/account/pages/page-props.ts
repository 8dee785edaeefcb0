import type { AddressView, CustomerView } from "../customer-api";
import type { OrderList, OrderView } from "../../checkout/types";
import type { BikeConfirmation, RegisteredBike } from "../../../../server/modules/bike-registration/types";
import type { RegisteredBikesTexts } from "../../bikes/types";

/** What the account route's loader read for the current page (orders, one order). */
export interface AccountPageData {
  orders?: OrderList;
  order?: OrderView;
  /** The page's heading from the config document (registered bikes: myRegisteredBikesPageConfig.title). */
  heading?: string;
  /** Registered bikes (issue 16): the list, or null when it could not be read ("Failed to get the registered bikes."). */
  bikes?: { list: RegisteredBike[] | null; texts: RegisteredBikesTexts; confirmation?: BikeConfirmation & { token: string } };
}

export interface PageProps {
  customer: CustomerView;
  addresses: AddressView[];
  data: AccountPageData;
}
