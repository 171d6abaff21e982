package kitchen.scaler;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class UnitTableTest {
    @Test
    public void english() {
        assertEquals("tablespoon", UnitTable.load("en").name("tbsp"));
    }

    @Test
    public void french() {
        assertEquals("cuillère à soupe", UnitTable.load("fr").name("tbsp"));
    }

    @Test
    public void unknownKeyFallsBack() {
        assertEquals("pinch", UnitTable.load("en").name("pinch"));
    }
}
