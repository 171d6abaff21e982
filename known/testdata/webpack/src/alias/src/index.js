import { fetchOrders } from "@/api/client";
import { renderOrders } from "./pages/orders";

fetchOrders().then(renderOrders);
