import { render } from "./view";
console.log(render("hi"));
