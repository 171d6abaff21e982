/* A point type; its include guard was lost when the file was split. */
struct point {
    double x, y;
};

static inline struct point point_mid(struct point a, struct point b)
{
    struct point m = {(a.x + b.x) / 2, (a.y + b.y) / 2};
    return m;
}

static inline double point_dot(struct point a, struct point b)
{
    return a.x * b.x + a.y * b.y;
}
