package org.shopfront.pricing;

public record Address(String name, String postcode, String region) {
    public boolean isRemote() {
        return region.startsWith("XR-") || postcode.startsWith("HS") || postcode.startsWith("ZE");
    }
}
