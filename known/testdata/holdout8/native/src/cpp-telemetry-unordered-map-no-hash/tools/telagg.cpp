#include <iostream>

#include "agg/series_key.hpp"
#include "ingest/line_protocol.hpp"

int main()
{
    tel::agg::SeriesIndex idx;
    tel::ingest::LineProtocol lp;
    idx.series({"cpu.user", 1}).values.push_back(0.5);
    std::cout << lp.describe() << " series=" << idx.size() << "\n";
    return 0;
}
