import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class GreeterTest {
    @Test
    public void greets() {
        assertEquals("hello, ada", "hello, " + "ada");
    }

    @Test
    public void greetsTwice() {
        assertEquals("hi hi", "hi" + " " + "hi");
    }
}
