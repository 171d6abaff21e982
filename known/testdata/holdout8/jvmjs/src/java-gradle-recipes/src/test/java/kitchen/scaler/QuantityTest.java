package kitchen.scaler;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class QuantityTest {
    @Test
    public void wholeNumbers() {
        assertEquals("250 g", new Quantity(250, "g").pretty());
    }

    @Test
    public void doublingAThird() {
        assertEquals("⅔ cups", new Quantity(1.0 / 3, "cups").times(2).pretty());
    }

    @Test
    public void scalingThreeQuartersByTwo() {
        assertEquals("1 ½ cups", new Quantity(0.75, "cups").times(2).pretty());
    }

    @Test
    public void oddFractionsAsDecimals() {
        assertEquals("0.15 tsp", new Quantity(0.1, "tsp").times(1.5).pretty());
    }
}
