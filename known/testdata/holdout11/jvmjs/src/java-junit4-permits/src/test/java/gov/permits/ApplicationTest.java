package gov.permits;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.List;
import org.junit.Test;

public class ApplicationTest {
    @Test
    public void aSensibleHouseHasNoProblems() {
        assertTrue(new Application("KD-0412", 2, 8.5).validate().isEmpty());
    }

    @Test
    public void reportsTooTall() {
        List<String> p = new Application("KD-0413", 1, 9.0).validate();
        System.out.println("validation output: " + p);
        assertEquals(List.of("error: height 9.0 m too tall for 1 floors"), p);
    }

    @Test(expected = IllegalArgumentException.class)
    public void rejectsALowerCaseParcel() {
        new Application("kd-0412", 2, 8.5);
    }
}
