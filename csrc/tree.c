/* The sum tree's kernels (sum_tree.py states the layout and the search rule, and its
   tensor ops compute the same sums in the same order, and find the same group, block
   and leaf at each level of the search).

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

int agl_shift_of(int64_t d) {
    int s = 0;
    if (d < 1 || (d & (d - 1))) return -1;
    while ((INT64_C(1) << s) < d) s++;
    return s;
}

/* The block of leaf i and the group of block b (i, b >= 0): a shift where the size is a
   power of two (the default arity always is), as a 64-bit division costs tens of cycles. */
static int64_t block_of(const agl_tree *t, int64_t i) {
    return t->kshift >= 0 ? i >> t->kshift : i / t->k;
}

static int64_t group_of(const agl_tree *t, int64_t b) {
    return t->k2shift >= 0 ? b >> t->k2shift : b / t->k2;
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
    for (int64_t g = group_of(t, lo); g <= group_of(t, hi - 1); g++) fix_group(t, g);
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
        int64_t b = block_of(t, idx[i]), g = group_of(t, b);
        fetch(t->leaves + b * k, rb, 1);
        AGL_PREFETCH_W(t->bsum + b);
        AGL_PREFETCH_W(t->bmin + b);
        fetch(t->bsum + g * k2, k2 * 8, 0);
        fetch(t->bmin + g * k2, k2 * 4, 0);
    }
    for (int64_t i = 0; i < n; i++) t->leaves[idx[i]] = val[i];
    /* a run of indices in one block or group (sample's are sorted) is fixed once */
    for (int64_t i = 0, prev = -1; i < n; i++) {
        int64_t b = block_of(t, idx[i]);
        if (b != prev) fix_block(t, b);
        prev = b;
    }
    for (int64_t i = 0, prev = -1; i < n; i++) {
        int64_t g = group_of(t, block_of(t, idx[i]));
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

/* The group whose prefix range holds x: the number of pre[1..n_groups) <= x, which is
   the first pre[j] > x, minus 1 (pre is non-decreasing: the sums are of values >= 0).
   A binary search without branches on the data (the probe is a conditional move): the
   targets are random, so a branch would be mispredicted at every other step. */
static int64_t top(const agl_tree *t, double x) {
    const double *base = t->pre + 1;
    int64_t n = t->n_groups - 1;
    if (n < 1) return 0;
    while (n > 1) {
        int64_t half = n >> 1;
        base = base[half] <= x ? base + half : base;
        n -= half;
    }
    return (base - t->pre - 1) + (base[0] <= x);
}

/* The scans of one level for four targets at once. For lane l: the position of the
   first of the values at v[l] whose inclusive prefix (added left to right in float64)
   exceeds r[l], or the last position, n - 1, if none does (a rounding overflow). The
   prefixes never decrease (the values are >= 0), so that position is the number of the
   first n - 1 prefixes that are not above r[l] (a NaN r counts them all, as the
   early-exit scan runs to the end): counted without a branch on the data, the four
   chains of adds overlapping and nothing mispredicted. It is the early-exit scan's
   result bit for bit. Every row is read to the largest n - 1. */
#define AGL_LANES 4

/* Over block sums, lim[l] of them in lane l (the count stops there: past them it would
   name a block past the last); r[l] becomes the residual within the block found, r[l]
   minus the prefix before it (kept per step, so no select on the data). */
static void scan4_d(const double *const v[AGL_LANES], const int64_t lim[AGL_LANES],
                    double r[AGL_LANES], int64_t pos[AGL_LANES]) {
    double pre[AGL_LANES][AGL_MAX_K2];
    const double *v0 = v[0], *v1 = v[1], *v2 = v[2], *v3 = v[3];
    double r0 = r[0], r1 = r[1], r2 = r[2], r3 = r[3], p0 = 0.0, p1 = 0.0, p2 = 0.0, p3 = 0.0;
    int64_t e0 = lim[0] - 1, e1 = lim[1] - 1, e2 = lim[2] - 1, e3 = lim[3] - 1;
    int64_t c0 = 0, c1 = 0, c2 = 0, c3 = 0, n = e0;
    n = e1 > n ? e1 : n;
    n = e2 > n ? e2 : n;
    n = e3 > n ? e3 : n;
    for (int64_t s = 0; s < n; s++) {
        p0 += v0[s];
        p1 += v1[s];
        p2 += v2[s];
        p3 += v3[s];
        pre[0][s] = p0;
        pre[1][s] = p1;
        pre[2][s] = p2;
        pre[3][s] = p3;
        c0 += !(r0 < p0) & (s < e0);
        c1 += !(r1 < p1) & (s < e1);
        c2 += !(r2 < p2) & (s < e2);
        c3 += !(r3 < p3) & (s < e3);
    }
    r[0] = c0 ? r0 - pre[0][c0 - 1] : r0;
    r[1] = c1 ? r1 - pre[1][c1 - 1] : r1;
    r[2] = c2 ? r2 - pre[2][c2 - 1] : r2;
    r[3] = c3 ? r3 - pre[3][c3 - 1] : r3;
    pos[0] = c0, pos[1] = c1, pos[2] = c2, pos[3] = c3;
}

/* Over n leaves in every lane (no residual: the leaf is the last level). */
static void scan4_f(const float *const v[AGL_LANES], int64_t n, const double r[AGL_LANES],
                    int64_t pos[AGL_LANES]) {
    const float *v0 = v[0], *v1 = v[1], *v2 = v[2], *v3 = v[3];
    double r0 = r[0], r1 = r[1], r2 = r[2], r3 = r[3], p0 = 0.0, p1 = 0.0, p2 = 0.0, p3 = 0.0;
    int64_t c0 = 0, c1 = 0, c2 = 0, c3 = 0;
    for (int64_t s = 0; s + 1 < n; s++) {
        p0 += v0[s];
        p1 += v1[s];
        p2 += v2[s];
        p3 += v3[s];
        c0 += !(r0 < p0);
        c1 += !(r1 < p1);
        c2 += !(r2 < p2);
        c3 += !(r3 < p3);
    }
    pos[0] = c0, pos[1] = c1, pos[2] = c2, pos[3] = c3;
}

/* Leaves for targets x[0..n) (overwritten with residuals), clamped to limit: three
   passes (group, block, leaf), each prefetching what the next one reads; the last two
   scan four targets at a time (a missing lane repeats the first, and is dropped). The
   block sums are stored zero-padded to whole groups, so every group's row is readable
   to k2 - 1 whatever its own number of blocks. */
static void descend_all(agl_tree *t, double *x, int64_t n, int64_t limit, int64_t *out) {
    int64_t k = t->k, k2 = t->k2, rb = row_span(t);
    int64_t last = limit / k;
    for (int64_t i = 0; i < n; i++) {
        out[i] = top(t, x[i]);
        fetch(t->bsum + out[i] * k2, k2 * 8, 0);
    }
    for (int64_t i = 0; i < n; i += AGL_LANES) {
        const double *v[AGL_LANES];
        int64_t lim[AGL_LANES], pos[AGL_LANES];
        double r[AGL_LANES];
        for (int l = 0; l < AGL_LANES; l++) {
            int64_t q = i + l < n ? i + l : i, g = out[q], b0 = g * k2, nb = t->n_blocks - b0;
            v[l] = t->bsum + b0;
            lim[l] = nb > k2 ? k2 : nb;
            r[l] = x[q] - t->pre[g];
        }
        scan4_d(v, lim, r, pos);
        for (int l = 0; l < AGL_LANES && i + l < n; l++) {
            int64_t b = out[i + l] * k2 + pos[l];
            x[i + l] = r[l];
            out[i + l] = b;
            if (b <= last) fetch(t->leaves + b * k, rb, 0);
        }
    }
    for (int64_t i = 0; i < n; i += AGL_LANES) {
        const float *v[AGL_LANES];
        int64_t pos[AGL_LANES];
        double r[AGL_LANES];
        for (int l = 0; l < AGL_LANES; l++) {
            int64_t q = i + l < n ? i + l : i;
            v[l] = t->leaves + out[q] * k; /* a block past last is scanned, then dropped */
            r[l] = x[q];
        }
        scan4_f(v, k, r, pos);
        for (int l = 0; l < AGL_LANES && i + l < n; l++) {
            int64_t b = out[i + l], j = b > last ? limit : b * k + pos[l];
            out[i + l] = j > limit ? limit : j;
        }
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
