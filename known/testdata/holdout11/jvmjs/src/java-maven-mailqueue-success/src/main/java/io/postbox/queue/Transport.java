package io.postbox.queue;

import java.io.IOException;

public interface Transport {
    void deliver(Message m) throws IOException;
}
