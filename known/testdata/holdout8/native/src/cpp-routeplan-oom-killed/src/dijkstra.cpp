#include <algorithm>
#include <limits>
#include <queue>

#include "graph.hpp"

namespace route {

Path dijkstra(const Graph& g, NodeId from, NodeId to)
{
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> dist(g.size(), inf);
    std::vector<NodeId> prev(g.size(), from);
    using Item = std::pair<double, NodeId>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> pq;
    dist[from] = 0;
    pq.push({0, from});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d > dist[u])
            continue;
        if (u == to)
            break;
        for (const auto& e : g.node(u).out) {
            if (d + e.cost < dist[e.to]) {
                dist[e.to] = d + e.cost;
                prev[e.to] = u;
                pq.push({dist[e.to], e.to});
            }
        }
    }
    Path p;
    if (dist[to] == inf)
        return p;
    p.cost = dist[to];
    for (NodeId v = to; v != from; v = prev[v])
        p.nodes.push_back(v);
    p.nodes.push_back(from);
    std::reverse(p.nodes.begin(), p.nodes.end());
    return p;
}

} // namespace route
