package org.mailroom;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.startsWith;

import org.junit.Test;

public class MailingTest {
    @Test
    public void citiesWithoutRepeats() {
        Mailing m = new Mailing();
        m.add(new Address("A", "s", "1", "Oslo"));
        m.add(new Address("B", "s", "2", "Oslo "));
        m.add(new Address("C", "s", "3", "Bergen"));
        assertThat(m.cities(), contains("Oslo", "Bergen"));
    }

    @Test
    public void rendersWelcomeLetter() {
        Mailing m = new Mailing();
        String letter = m.render("welcome.txt", new Address("Ada", "s", "1", "Oslo"));
        assertThat(letter, startsWith("Dear Ada,"));
    }
}
