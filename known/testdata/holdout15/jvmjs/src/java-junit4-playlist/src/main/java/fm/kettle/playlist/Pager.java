package fm.kettle.playlist;

import java.util.List;

public final class Pager {
    private final int pageSize;

    public Pager(int pageSize) { this.pageSize = pageSize; }

    public int pages(int total) { return (total + pageSize - 1) / pageSize; }

    /** page numbers start at 1, as in the app's URLs */
    public List<Track> page(List<Track> tracks, int number) {
        int from = number * pageSize;
        int to = Math.min(from + pageSize, tracks.size());
        return tracks.subList(from, to);
    }
}
