package cache

type Cache struct {
	max   int
	items map[string]string
	order []string
}

func New(max int) *Cache { return &Cache{max: max, items: map[string]string{}} }

func (c *Cache) Put(k, v string) {
	if _, ok := c.items[k]; !ok {
		c.order = append(c.order, k)
	}
	c.items[k] = v
	if len(c.order) > c.max {
		delete(c.items, c.order[0])
		c.order = c.order[1:]
	}
}

func (c *Cache) Get(k string) (string, bool) { v, ok := c.items[k]; return v, ok }
func (c *Cache) Len() int                    { return len(c.items) }
