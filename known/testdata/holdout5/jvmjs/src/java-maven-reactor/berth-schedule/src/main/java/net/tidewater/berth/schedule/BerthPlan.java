package net.tidewater.berth.schedule;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.tidewater.berth.model.Berth;
import net.tidewater.berth.model.PortCall;

/** Calls assigned to berths; calls that fit nowhere wait at anchor. */
public final class BerthPlan {
    private final Map<String, List<PortCall>> byBerth = new LinkedHashMap<>();
    private final List<PortCall> waiting = new ArrayList<>();

    void assign(Berth berth, PortCall call) {
        byBerth.computeIfAbsent(berth.id(), k -> new ArrayList<>()).add(call);
    }

    void wait(PortCall call) {
        waiting.add(call);
    }

    public List<PortCall> at(String berthId) {
        return Collections.unmodifiableList(byBerth.getOrDefault(berthId, List.of()));
    }

    public List<PortCall> waiting() {
        return Collections.unmodifiableList(waiting);
    }

    public int assignedCount() {
        return byBerth.values().stream().mapToInt(List::size).sum();
    }
}
