#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>

#include "graph.hpp"

namespace route {

namespace {

double straight_km(const Node& a, const Node& b)
{
    constexpr double rad = M_PI / 180, r = 6371.0;
    double x = (b.lon - a.lon) * rad * std::cos((a.lat + b.lat) / 2 * rad);
    double y = (b.lat - a.lat) * rad;
    return std::sqrt(x * x + y * y) * r;
}

} // namespace

Path astar(const Graph& g, NodeId from, NodeId to)
{
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> gs(g.size(), inf);
    std::vector<NodeId> prev(g.size(), from);
    using Item = std::pair<double, NodeId>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
    const Node& goal = g.node(to);
    gs[from] = 0;
    open.push({straight_km(g.node(from), goal), from});
    while (!open.empty()) {
        NodeId u = open.top().second;
        open.pop();
        if (u == to)
            break;
        for (const auto& e : g.node(u).out) {
            double cand = gs[u] + e.cost;
            if (cand < gs[e.to]) {
                gs[e.to] = cand;
                prev[e.to] = u;
                open.push({cand + straight_km(g.node(e.to), goal), e.to});
            }
        }
    }
    Path p;
    if (gs[to] == inf)
        return p;
    p.cost = gs[to];
    for (NodeId v = to; v != from; v = prev[v])
        p.nodes.push_back(v);
    p.nodes.push_back(from);
    std::reverse(p.nodes.begin(), p.nodes.end());
    return p;
}

} // namespace route
