package org.harbourline.api;

import com.google.gson.Gson;
import org.harbourline.core.Berth;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public final class BerthJson {
    private static final Logger LOG = LoggerFactory.getLogger(BerthJson.class);
    private static final Gson GSON = new Gson();

    public String write(Berth b) {
        LOG.debug("serialising berth {}", b.code());
        return GSON.toJson(b);
    }
}
