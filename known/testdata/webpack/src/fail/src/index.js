import { render } from "./view";
import chart from "chart-lib";
render(chart);
