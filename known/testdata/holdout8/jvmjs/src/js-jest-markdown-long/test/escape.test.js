const { escape } = require("../src/escape");

describe("escape", () => {
  test.each([
    ["lantern < quartz", "lantern &lt; quartz"],
    ["cloud > river", "cloud &gt; river"],
    ["gamma \" island", "gamma &quot; island"],
    ["meadow & river", "meadow &amp; river"],
    ["delta > frost", "delta &gt; frost"],
    ["grove < ember", "grove &lt; ember"],
    ["meadow & beta", "meadow &amp; beta"],
    ["island < harbor", "island &lt; harbor"],
    ["alpha \" lantern", "alpha &quot; lantern"],
    ["river & delta", "river &amp; delta"],
    ["grove > lantern", "grove &gt; lantern"],
    ["stone > beta", "stone &gt; beta"],
    ["alpha > pepper", "alpha &gt; pepper"],
    ["gamma & jungle", "gamma &amp; jungle"],
    ["grove \" stone", "grove &quot; stone"],
    ["island < grove", "island &lt; grove"],
    ["lantern > stone", "lantern &gt; stone"],
    ["stone < cloud", "stone &lt; cloud"],
    ["quartz & kettle", "quartz &amp; kettle"],
    ["alpha < lantern", "alpha &lt; lantern"],
    ["lantern > kettle", "lantern &gt; kettle"],
    ["beta & quartz", "beta &amp; quartz"],
    ["delta > gamma", "delta &gt; gamma"],
    ["meadow \" gamma", "meadow &quot; gamma"],
    ["beta < ember", "beta &lt; ember"],
    ["meadow < jungle", "meadow &lt; jungle"],
    ["beta \" frost", "beta &quot; frost"],
    ["lantern < grove", "lantern &lt; grove"],
    ["beta > cloud", "beta &gt; cloud"],
    ["north > jungle", "north &gt; jungle"],
    ["orchard < ember", "orchard &lt; ember"],
    ["harbor < delta", "harbor &lt; delta"],
    ["orchard < stone", "orchard &lt; stone"],
    ["cloud \" alpha", "cloud &quot; alpha"],
    ["orchard \" island", "orchard &quot; island"],
    ["kettle \" pepper", "kettle &quot; pepper"],
    ["north < river", "north &lt; river"],
    ["grove > lantern", "grove &gt; lantern"],
    ["orchard > delta", "orchard &gt; delta"],
    ["grove < meadow", "grove &lt; meadow"],
    ["frost & jungle", "frost &amp; jungle"],
    ["river < quartz", "river &lt; quartz"],
    ["meadow < ember", "meadow &lt; ember"],
    ["kettle > pepper", "kettle &gt; pepper"],
    ["frost \" beta", "frost &quot; beta"],
    ["ember > beta", "ember &gt; beta"],
    ["grove < island", "grove &lt; island"],
    ["gamma & kettle", "gamma &amp; kettle"],
    ["jungle < orchard", "jungle &lt; orchard"],
    ["grove < river", "grove &lt; river"]
  ])("%j", (text, expected) => {
    expect(escape(text)).toBe(expected);
  });

  test("leaves plain text alone", () => {
    expect(escape("plain")).toBe("plain");
  });
});
