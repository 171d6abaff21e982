package fm.kettle.playlist;

public record Track(String title, String artist, int seconds) {}
