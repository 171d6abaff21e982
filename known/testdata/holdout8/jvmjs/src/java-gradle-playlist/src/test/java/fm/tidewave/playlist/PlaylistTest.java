package fm.tidewave.playlist;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Before;
import org.junit.Test;

public class PlaylistTest {
    private Playlist p;

    @Before
    public void setUp() {
        p = new Playlist("morning")
                .add(new Track("t1", "Nala", "Sunrise", 214))
                .add(new Track("t2", "Okra", "Drift", 187))
                .add(new Track("t3", "Nala", "Tides", 240));
    }

    @Test
    public void totalLength() {
        assertEquals(641, p.totalSeconds());
    }

    @Test
    public void moveUpSwapsWithPrevious() {
        assertTrue(p.moveUp("t3"));
        assertEquals("t3", p.getTracks().get(1).getId());
        assertEquals(1, p.indexOf("t3"));
    }

    @Test
    public void firstTrackCannotMoveUp() {
        assertFalse(p.moveUp("t1"));
    }
}
