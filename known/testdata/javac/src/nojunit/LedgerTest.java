import static org.junit.Assert.assertTrue;

import org.junit.Before;
import org.junit.Test;

public class LedgerTest {
    private Money opening;

    @Before
    public void open() {
        opening = new Money(1000);
    }

    @Test
    public void openingIsPositive() {
        assertTrue(opening.cents() > 0);
    }
}
