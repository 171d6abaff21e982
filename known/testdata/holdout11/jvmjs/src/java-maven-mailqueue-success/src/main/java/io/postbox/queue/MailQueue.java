package io.postbox.queue;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;

/** Delivers queued mail; a message whose delivery fails goes back on the deferred list. */
public final class MailQueue {
    private final Transport transport;
    private final Deque<Message> pending = new ArrayDeque<>();
    private final Deque<Message> deferred = new ArrayDeque<>();

    public MailQueue(Transport transport) {
        this.transport = transport;
    }

    public void add(Message m) {
        pending.add(m);
    }

    /** Returns how many messages were delivered. */
    public int flush() {
        int sent = 0;
        while (!pending.isEmpty()) {
            Message m = pending.poll();
            try {
                transport.deliver(m);
                sent++;
            } catch (IOException e) {
                System.err.println("delivery of " + m.id() + " failed, deferring");
                e.printStackTrace();
                deferred.add(m);
            }
        }
        return sent;
    }

    public int deferredCount() {
        return deferred.size();
    }

    public void retryDeferred() {
        pending.addAll(deferred);
        deferred.clear();
    }
}
