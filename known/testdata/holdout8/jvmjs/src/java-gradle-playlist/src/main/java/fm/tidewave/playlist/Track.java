package fm.tidewave.playlist;

public final class Track {
    private final String id;
    private final String artist;
    private final String title;
    private final int seconds;

    public Track(String id, String artist, String title, int seconds) {
        this.id = id;
        this.artist = artist;
        this.title = title;
        this.seconds = seconds;
    }

    public String getId() { return id; }
    public String getArtist() { return artist; }
    public String getTitle() { return title; }
    public int getSeconds() { return seconds; }

    @Override
    public String toString() {
        return artist + " - " + title;
    }
}
