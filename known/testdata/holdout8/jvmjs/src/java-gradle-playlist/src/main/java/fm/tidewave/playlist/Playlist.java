package fm.tidewave.playlist;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public final class Playlist {
    private final String name;
    private final List<Track> tracks = new ArrayList<>();

    public Playlist(String name) {
        this.name = name;
    }

    public String getName() { return name; }

    public Playlist add(Track t) {
        tracks.add(t);
        return this;
    }

    public List<Track> getTracks() {
        return Collections.unmodifiableList(tracks);
    }

    public int totalSeconds() {
        int sum = 0;
        for (Track t : tracks) {
            sum += t.getSeconds();
        }
        return sum;
    }

    private int indexOf(String trackId) {
        for (int i = 0; i < tracks.size(); i++) {
            if (tracks.get(i).getId().equals(trackId)) {
                return i;
            }
        }
        return -1;
    }

    public boolean moveUp(String trackId) {
        int i = indexOf(trackId);
        if (i <= 0) {
            return false;
        }
        Collections.swap(tracks, i, i - 1);
        return true;
    }
}
