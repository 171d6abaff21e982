package org.tidetable.cli;

import java.util.ArrayList;
import java.util.List;
import org.tidetable.core.Tide;
import org.tidetable.core.TideClock;

public final class PrintTable {
    public static void main(String[] args) {
        List<Tide> tides = new ArrayList<>();
        tides.add(new Tide(Tide.Kind.LOW, 312, 0.8));
        tides.add(new Tide(Tide.Kind.HIGH, 688, 4.1));
        for (Tide t : tides) {
            String when = TideClock.format(t.minuteOfDay());
            System.out.println(t.kind() + " " + when + " " + t.heightMetres() + " m");
        }
        Tide next = tides.stream().filter(t -> t.kind() == Tide.Kind.HIGH).findFirst();
        System.out.println("next high water at " + TideClock.format(next.minuteOfDay()));
    }
}
