/**
 * Inline head script: once the page has loaded, the lazy images still waiting (the ones further
 * down than the browser's lazy-load distance) start loading too.
 *
 * Why: lazy images keep below-the-fold pictures from competing with the stylesheet, the font and
 * the startup scripts before the first paint, and that is all they are for here. Left lazy, a
 * picture far down the page loads only when the visitor scrolls near it, so it can appear a
 * moment late, and a full-page capture (a screenshot, a preview, an audit tool that does not
 * scroll) shows an empty panel where the tire should be. After the load event nothing urgent is
 * left to compete with; the site's pictures are small SVGs (3-5 KB).
 *
 * Only images that are displayed switch: the twin of another theme (display: none) has no box
 * and stays lazy, so it is fetched only if the visitor changes theme.
 */
export const loadBelowFoldImagesScript = `addEventListener("load",function(){var l=document.querySelectorAll('img[loading="lazy"]');for(var i=0;i<l.length;i++)if(l[i].getClientRects().length)l[i].loading="eager"});`;
