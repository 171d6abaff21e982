package io.postbox.queue;

import static org.junit.Assert.assertEquals;

import java.net.ConnectException;
import java.util.ArrayList;
import java.util.List;
import org.junit.Test;

public class MailQueueTest {
    @Test
    public void deliversEverything() {
        List<String> sent = new ArrayList<>();
        MailQueue q = new MailQueue(m -> sent.add(m.id()));
        q.add(new Message("m1", "ana@example.org", "Invoice 104"));
        q.add(new Message("m2", "bo@example.org", "Invoice 105"));
        assertEquals(2, q.flush());
        assertEquals(List.of("m1", "m2"), sent);
    }

    @Test
    public void defersWhenTheRelayRefusesAndRetriesLater() {
        boolean[] up = {false};
        MailQueue q = new MailQueue(m -> {
            if (!up[0]) {
                throw new ConnectException("Connection refused (relay.internal:587)");
            }
        });
        q.add(new Message("m3", "cy@example.org", "Password reset"));
        assertEquals(0, q.flush());
        assertEquals(1, q.deferredCount());
        up[0] = true;
        q.retryDeferred();
        assertEquals(1, q.flush());
        assertEquals(0, q.deferredCount());
    }
}
