package net.tidewater.berth.schedule;

import static org.junit.Assert.*;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import net.tidewater.berth.model.Berth;
import net.tidewater.berth.model.PortCall;
import net.tidewater.berth.model.Vessel;
import org.junit.Test;

public class PlannerTest {
    private static final Instant T0 = Instant.parse("2024-03-01T06:00:00Z");
    private final Planner planner = new Planner(List.of(new Berth("Q1", 300, 14), new Berth("Q2", 160, 9)));

    private static PortCall call(String imo, double len, double draft, long from, long to) {
        return new PortCall(new Vessel(imo, "v" + imo, len, draft, 9000), T0.plus(Duration.ofHours(from)), T0.plus(Duration.ofHours(to)));
    }

    @Test public void smallShipTakesSmallBerth() {
        assertEquals(1, planner.plan(List.of(call("IMO9074729", 120, 7, 0, 8))).at("Q2").size());
    }
    @Test public void bigShipTakesBigBerth() {
        assertEquals(1, planner.plan(List.of(call("IMO9074729", 250, 12, 0, 8))).at("Q1").size());
    }
    @Test public void overlappingSmallShipsSpill() {
        BerthPlan p = planner.plan(List.of(call("IMO9074729", 120, 7, 0, 8), call("IMO9176187", 110, 6, 2, 9)));
        assertEquals(1, p.at("Q1").size());
        assertEquals(1, p.at("Q2").size());
    }
    @Test public void thirdOverlappingShipWaits() {
        BerthPlan p = planner.plan(List.of(call("IMO9074729", 120, 7, 0, 8), call("IMO9176187", 110, 6, 2, 9), call("IMO9321483", 100, 6, 3, 5)));
        assertEquals(1, p.waiting().size());
        assertEquals(2, p.assignedCount());
    }
    @Test public void tooDeepWaits() {
        assertEquals(1, planner.plan(List.of(call("IMO9074729", 120, 15, 0, 8))).waiting().size());
    }
    @Test public void sequentialCallsShareBerth() {
        assertEquals(2, planner.plan(List.of(call("IMO9074729", 120, 7, 0, 8), call("IMO9176187", 110, 6, 8, 12))).at("Q2").size());
    }
    @Test public void ordersByEta() {
        BerthPlan p = planner.plan(List.of(call("IMO9176187", 110, 6, 8, 12), call("IMO9074729", 120, 7, 0, 8)));
        assertEquals("IMO9074729", p.at("Q2").get(0).vessel().imo());
    }
    @Test public void emptyPlan() { assertEquals(0, planner.plan(List.of()).assignedCount()); }
}
