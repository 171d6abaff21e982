package net.tidewater.berth.schedule;

import java.util.Comparator;
import java.util.List;
import net.tidewater.berth.model.Berth;
import net.tidewater.berth.model.PortCall;

/** First-come first-served planner: each call takes the smallest free berth that accepts it. */
public final class Planner {
    private final List<Berth> berths;

    public Planner(List<Berth> berths) {
        this.berths = berths.stream().sorted(Comparator.comparingDouble(Berth::lengthMeters)).toList();
    }

    public BerthPlan plan(List<PortCall> calls) {
        BerthPlan plan = new BerthPlan();
        calls.stream().sorted(Comparator.comparing(PortCall::eta)).forEach(call -> {
            for (Berth b : berths) {
                if (b.accepts(call.vessel()) && plan.at(b.id()).stream().noneMatch(call::overlaps)) {
                    plan.assign(b, call);
                    return;
                }
            }
            plan.wait(call);
        });
        return plan;
    }
}
