import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class MoneyTest {
    @Test
    public void adds() {
        assertEquals(350, new Money(100).plus(new Money(250)).cents());
    }

    @Test
    public void keepsZero() {
        assertEquals(0, new Money(0).cents());
    }
}
