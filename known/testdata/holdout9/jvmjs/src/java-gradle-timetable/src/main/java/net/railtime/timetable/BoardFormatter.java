package net.railtime.timetable;

import java.time.format.DateTimeFormatter;
import java.util.List;

/** Formats the departure board: "HH:mm  destination...  platform". */
public class BoardFormatter {
    private static final DateTimeFormatter HHMM = DateTimeFormatter.ofPattern("HH:mm");
    private final int width;

    public BoardFormatter(int width) {
        this.width = width;
    }

    public String line(Departure d) {
        String time = d.time().format(HHMM);
        String platform = String.valueOf(d.platform());
        int room = width - time.length() - platform.length() - 4;
        String dest = d.to().name();
        if (dest.length() > room) {
            dest = dest.substring(0, room - 1) + "…";
        }
        StringBuilder sb = new StringBuilder(time).append("  ").append(dest);
        while (sb.length() < width - platform.length() - 1) {
            sb.append(' ');
        }
        return sb.append(' ').append(platform).toString();
    }

    public String board(List<Departure> deps) {
        StringBuilder sb = new StringBuilder();
        for (Departure d : deps) {
            sb.append(line(d)).append('\n');
        }
        return sb.toString();
    }
}
