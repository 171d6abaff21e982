package fm.kettle.playlist;

import static org.junit.Assert.assertEquals;

import java.util.List;
import org.junit.Test;

public class PagerTest {
    private final Pager pager = new Pager(3);

    @Test
    public void countsPages() {
        assertEquals(3, pager.pages(Fixtures.MIXTAPE.size()));
        assertEquals(0, pager.pages(0));
    }

    @Test
    public void exactMultipleHasNoEmptyPage() {
        assertEquals(2, pager.pages(6));
    }

    @Test
    public void lastPageIsShort() {
        List<Track> p = pager.page(Fixtures.MIXTAPE, 3);
        assertEquals(1, p.size());
        assertEquals("Rooftops", p.get(0).title());
    }
}
