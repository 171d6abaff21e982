package com.palletline.stock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ReorderPolicyTest {
    private final ReorderPolicy policy = new ReorderPolicy(40, 12);

    static Stream<Arguments> levels() {
        return IntStream.rangeClosed(0, 219).mapToObj(i -> Arguments.of(String.format("SKU-%04d", 1000 + i), i % 55));
    }

    @ParameterizedTest
    @MethodSource("levels")
    void ordersWholeBatchesUpToMinimum(String sku, int available) {
        int q = policy.reorderQuantity(sku, available);
        assertEquals(0, q % 12);
        assertEquals(available >= 40 ? 0 : (int) Math.ceil((40 - available) / 12.0) * 12, q);
    }
}
