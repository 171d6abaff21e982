package ops.digest;

import java.util.Comparator;
import java.util.List;

final class Digest {
    private Digest() {}

    static String render(Settings s, List<Ticket> tickets) {
        long sla;
        try {
            sla = s.number("digest.sla.hours");
        } catch (RuntimeException e) {
            throw new IllegalStateException("bad setting digest.sla.hours", e);
        }
        StringBuilder b = new StringBuilder("== " + s.text("digest.title") + " ==\n");
        tickets.stream().filter(t -> t.ageHours() > sla)
                .sorted(Comparator.comparingInt(Ticket::ageHours).reversed())
                .forEach(t -> b.append(t.id()).append(' ').append(t.queue()).append(' ').append(t.ageHours()).append("h\n"));
        return b.toString();
    }
}
