/* The sum tree's kernels (sum_tree.py states the layout and the search rule, and its
   tensor ops compute the same sums in the same order, the same search step for step).

   Every parent is recomputed from its children on each write, in a fixed order (four
   float64 partial sums per row), so a rebuild gives the same bits and nothing drifts.
   Powers (priority ** alpha, the weights' ** beta) are not computed here: the caller
   applies torch.pow to what these kernels return, as the tensor-op path does, so both
   paths use one power function. */
#include <math.h>
#include <string.h>

#include "kernels.h"

static double sum_f(const float *x, int64_t n) {
    double a0 = 0.0, a1 = 0.0, a2 = 0.0, a3 = 0.0;
    int64_t i = 0;
    for (; i + 4 <= n; i += 4) {
        a0 += x[i];
        a1 += x[i + 1];
        a2 += x[i + 2];
        a3 += x[i + 3];
    }
    for (; i < n; i++) a0 += x[i];
    return (a0 + a1) + (a2 + a3);
}

static double sum_d(const double *x, int64_t n) {
    double a0 = 0.0, a1 = 0.0, a2 = 0.0, a3 = 0.0;
    int64_t i = 0;
    for (; i + 4 <= n; i += 4) {
        a0 += x[i];
        a1 += x[i + 1];
        a2 += x[i + 2];
        a3 += x[i + 3];
    }
    for (; i < n; i++) a0 += x[i];
    return (a0 + a1) + (a2 + a3);
}

#define AGL_MIN(a, b) ((b) < (a) ? (b) : (a))

static float min_f(const float *x, int64_t n) { /* four chains: a minimum is order-free */
    float m0 = x[0], m1 = x[0], m2 = x[0], m3 = x[0];
    int64_t i = 0;
    for (; i + 4 <= n; i += 4) {
        m0 = AGL_MIN(m0, x[i]);
        m1 = AGL_MIN(m1, x[i + 1]);
        m2 = AGL_MIN(m2, x[i + 2]);
        m3 = AGL_MIN(m3, x[i + 3]);
    }
    for (; i < n; i++) m0 = AGL_MIN(m0, x[i]);
    return AGL_MIN(AGL_MIN(m0, m1), AGL_MIN(m2, m3));
}

/* The block sums are stored zero-padded to whole groups: a group's sum always adds k2
   of them (the padding adds +0.0, exactly), the order sum_tree.chain_sums follows. */
static void fix_group(agl_tree *t, int64_t g) {
    int64_t lo = g * t->k2, n = t->n_blocks - lo;
    if (n > t->k2) n = t->k2;
    t->gsum[g] = sum_d(t->bsum + lo, t->k2);
    t->gmin[g] = min_f(t->bmin + lo, n);
}

static void fix_block(agl_tree *t, int64_t b) {
    const float *row = t->leaves + b * t->k;
    t->bsum[b] = sum_f(row, t->k);
    t->bmin[b] = min_f(row, t->k);
}

void agl_tree_refresh(agl_tree *t, int64_t lo, int64_t hi) {
    if (hi <= lo) return;
    for (int64_t b = lo; b < hi; b++) fix_block(t, b);
    for (int64_t g = lo / t->k2; g <= (hi - 1) / t->k2; g++) fix_group(t, g);
}

static void fetch(const void *p, int64_t bytes, int rw) {
    const char *c = (const char *)p;
    for (int64_t o = 0; o < bytes; o += 64) {
        if (rw) AGL_PREFETCH_W(c + o);
        else AGL_PREFETCH_R(c + o);
    }
}

static int64_t row_span(const agl_tree *t) { return t->k * 4 > 512 ? 512 : t->k * 4; }

void agl_tree_write(agl_tree *t, const int64_t *idx, const float *val, int64_t n) {
    int64_t k = t->k, k2 = t->k2, rb = row_span(t);
    for (int64_t i = 0; i < n; i++) { /* start every load now: the rows are scattered */
        int64_t b = idx[i] / k, g = b / k2;
        fetch(t->leaves + b * k, rb, 1);
        AGL_PREFETCH_W(t->bsum + b);
        AGL_PREFETCH_W(t->bmin + b);
        fetch(t->bsum + g * k2, k2 * 8, 0);
        fetch(t->bmin + g * k2, k2 * 4, 0);
    }
    for (int64_t i = 0; i < n; i++) t->leaves[idx[i]] = val[i];
    /* a run of indices in one block or group (sample's are sorted) is fixed once */
    for (int64_t i = 0, prev = -1; i < n; i++) {
        int64_t b = idx[i] / k;
        if (b != prev) fix_block(t, b);
        prev = b;
    }
    for (int64_t i = 0, prev = -1; i < n; i++) {
        int64_t g = idx[i] / k / k2;
        if (g != prev) fix_group(t, g);
        prev = g;
    }
}

static double prefix(agl_tree *t) {
    double acc = 0.0;
    t->pre[0] = 0.0;
    for (int64_t g = 0; g < t->n_groups; g++) {
        acc += t->gsum[g];
        t->pre[g + 1] = acc;
    }
    return acc;
}

/* The group whose prefix range holds x (the first pre[j] > x, j in [1, n_groups)). */
static int64_t top(const agl_tree *t, double x) {
    int64_t lo = 1, hi = t->n_groups;
    while (lo < hi) {
        int64_t mid = (lo + hi) >> 1;
        if (t->pre[mid] <= x) lo = mid + 1;
        else hi = mid;
    }
    return lo - 1;
}

/* First of the n values at v whose inclusive prefix exceeds *r (the last one if
   none: a rounding overflow); *r becomes the residual within it. */
static int64_t scan_d(const double *v, int64_t n, double *r) {
    double acc = 0.0;
    int64_t j = 0;
    for (; j < n - 1; j++) {
        double next = acc + v[j];
        if (*r < next) break;
        acc = next;
    }
    *r -= acc;
    return j;
}

static int64_t scan_f(const float *v, int64_t n, double r) {
    double acc = 0.0;
    int64_t j = 0;
    for (; j < n - 1; j++) {
        double next = acc + v[j];
        if (r < next) break;
        acc = next;
    }
    return j;
}

/* Leaves for targets x[0..n) (overwritten with residuals), clamped to limit: three
   passes (group, block, leaf), each prefetching what the next one reads. */
static void descend_all(agl_tree *t, double *x, int64_t n, int64_t limit, int64_t *out) {
    int64_t k = t->k, k2 = t->k2, rb = row_span(t);
    int64_t last = limit / k;
    for (int64_t i = 0; i < n; i++) {
        out[i] = top(t, x[i]);
        fetch(t->bsum + out[i] * k2, k2 * 8, 0);
    }
    for (int64_t i = 0; i < n; i++) {
        int64_t g = out[i], b0 = g * k2, nb = t->n_blocks - b0;
        x[i] -= t->pre[g];
        out[i] = b0 + scan_d(t->bsum + b0, nb > k2 ? k2 : nb, &x[i]);
        if (out[i] <= last) fetch(t->leaves + out[i] * k, rb, 0);
    }
    for (int64_t i = 0; i < n; i++) {
        int64_t b = out[i];
        int64_t j = b > last ? limit : b * k + scan_f(t->leaves + b * k, k, x[i]);
        out[i] = j > limit ? limit : j;
    }
}

void agl_tree_find(agl_tree *t, double *x, int64_t n, int64_t limit, int scale, int64_t *out) {
    double total = prefix(t);
    if (scale)
        for (int64_t i = 0; i < n; i++) x[i] *= total;
    descend_all(t, x, n, limit, out);
}

/* Smallest of leaves [0, size), size >= 1. */
static float tree_min(const agl_tree *t, int64_t size) {
    int64_t full = size / t->k, fg = full / t->k2;
    float m = INFINITY;
    for (int64_t g = 0; g < fg; g++) m = t->gmin[g] < m ? t->gmin[g] : m;
    for (int64_t b = fg * t->k2; b < full; b++) m = t->bmin[b] < m ? t->bmin[b] : m;
    for (int64_t i = full * t->k; i < size; i++) m = t->leaves[i] < m ? t->leaves[i] : m;
    return m;
}

/* Stratified draws for the n uniforms frac[0..n) (scratch: overwritten), over the
   filled slots [0, size): the leaves, and min / p_i per leaf (the caller raises it to
   beta). With rows (row_bytes per slot), also copies row out_idx[i] to out_rows[i]:
   those loads start as soon as each index is known and overlap the rest. */
void agl_tree_sample(agl_tree *t, double *frac, int64_t n, int64_t size, int64_t *out_idx,
                     float *out_ratio, const char *rows, int64_t row_bytes, char *out_rows) {
    double total = prefix(t);
    float m = tree_min(t, size);
    /* frac holds the uniforms u: segment i of n targets (i + u_i) / n of the total, the
       two roundings SumTree.fractions makes (then its find_fractions' product) */
    for (int64_t i = 0; i < n; i++) frac[i] = ((double)i + frac[i]) / (double)n * total;
    descend_all(t, frac, n, size - 1, out_idx);
    int64_t pb = row_bytes > 512 ? 512 : row_bytes;
    if (rows)
        for (int64_t i = 0; i < n; i++) fetch(rows + out_idx[i] * row_bytes, pb, 0);
    for (int64_t i = 0; i < n; i++) out_ratio[i] = m / t->leaves[out_idx[i]];
    if (rows)
        for (int64_t i = 0; i < n; i++)
            memcpy(out_rows + i * row_bytes, rows + out_idx[i] * row_bytes, (size_t)row_bytes);
}
