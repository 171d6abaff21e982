package fm.kettle.playlist;

import java.util.List;

public final class Durations {
    private Durations() {}

    public static int total(List<Track> tracks) {
        return tracks.stream().mapToInt(Track::seconds).sum();
    }

    public static String clock(int seconds) {
        int h = seconds / 3600, m = seconds % 3600 / 60, s = seconds % 60;
        return h > 0 ? String.format("%d:%02d:%02d", h, m, s) : String.format("%d:%02d", m, s);
    }
}
