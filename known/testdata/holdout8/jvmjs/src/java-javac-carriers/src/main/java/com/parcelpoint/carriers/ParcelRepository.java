package com.parcelpoint.carriers;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

public final class ParcelRepository {
    private final Map<String, Parcel> byId = new HashMap<>();

    public void save(Parcel p) {
        byId.put(p.id(), p);
    }

    public Optional<Parcel> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }
}
