import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

public class SlugifyTest {
    static String slugify(String s) {
        return s.trim().toLowerCase().replaceAll("[^a-z0-9]+", "-");
    }

    @Test
    public void lowercases() {
        assertEquals("hello", slugify("Hello"));
    }

    @Test
    public void collapsesPunctuation() {
        assertEquals("hello-world", slugify("Hello, World!"));
    }

    @Test
    public void keepsDigits() {
        assertEquals("route-66", slugify("Route 66"));
    }

    @Test
    public void limitsLength() {
        String s = slugify("a very long title that goes on and on and on");
        assertTrue("slug too long: " + s.length(), s.length() <= 32);
    }
}
