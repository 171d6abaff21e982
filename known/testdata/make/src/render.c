struct canvas;
int render(struct canvas *c) {
    return c->width;
}
