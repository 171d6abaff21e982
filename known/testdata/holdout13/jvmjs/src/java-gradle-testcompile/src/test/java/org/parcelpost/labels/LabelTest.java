package org.parcelpost.labels;

import static org.junit.Assert.assertEquals;

import java.util.List;
import org.junit.Test;

public class LabelTest {
    @Test
    public void rendersLines() {
        Label l = new Label("Ada Byron", List.of("12 St James's Square"), Postcode.normalise("sw1y4lb"));
        assertEquals("ADA BYRON\n12 St James's Square\nSW1Y 4LB", l.render());
    }
}
