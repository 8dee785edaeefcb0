import type { AddressView, CustomerView } from "../customer-api";
import type { OrderList, OrderView } from "../../checkout/types";

/** What the account route's loader read for the current page (orders, one order). */
export interface AccountPageData {
  orders?: OrderList;
  order?: OrderView;
}

export interface PageProps {
  customer: CustomerView;
  addresses: AddressView[];
  data: AccountPageData;
}
