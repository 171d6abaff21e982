#include "storage/segment.hpp"
int run_segment_tests() {
    storage::Segment s("/tmp/kvlog-test.seg");
    s.append("a", "1");
    s.erase("a");
    return s.get("a") ? 1 : 0;
}
