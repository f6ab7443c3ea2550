/** The operator's booking terms and privacy policy, the same at every park, in each language. */
export const termsEn = (park: string, email: string) => `<h2>Bookings</h2>
<p>These terms apply to every booking made for ${park}. A booking is confirmed when payment is complete and a confirmation email with your booking ID has been sent.</p>
<h2>Changes and cancellations</h2>
<ul>
<li>You may move a booking to another session free of charge up to 24 hours before its start time, subject to availability.</li>
<li>Bookings cancelled more than 48 hours before the session are refunded in full; later cancellations are not refundable.</li>
<li>If we cancel a session because of weather or safety, you choose a new time or a full refund.</li>
</ul>
<h2>Safety</h2>
<p>Age, height and weight limits are shown on each activity. Guides may refuse participation if it would be unsafe, in which case the ticket is refunded.</p>
<h2>Contact</h2>
<p>Questions about a booking: <a href="mailto:${email}">${email}</a>.</p>`;

export const privacyEn = (email: string) => `<h2>What we collect</h2>
<p>To take a booking we collect your name, email address and mobile number. Card details are entered in our payment provider's secure fields and never reach our servers.</p>
<h2>How we use it</h2>
<ul>
<li>To confirm your booking and send your tickets.</li>
<li>To contact you if a session changes.</li>
<li>To understand how our site is used, with anonymous analytics.</li>
</ul>
<h2>Your choices</h2>
<p>You can ask to see, correct or delete your information at any time by writing to <a href="mailto:${email}">${email}</a>.</p>`;

export const termsZh = (park: string, email: string) => `<h2>預訂</h2>
<p>以下條款適用於所有${park}的預訂。付款完成並收到附有預訂編號的確認電郵後，預訂即告確認。</p>
<h2>更改及取消</h2>
<ul>
<li>於場次開始前24小時或以前，可免費改期至其他場次（視乎名額）。</li>
<li>於場次開始前48小時以前取消，可獲全數退款；其後取消恕不退款。</li>
<li>如因天氣或安全理由取消場次，您可選擇改期或全數退款。</li>
</ul>
<h2>安全</h2>
<p>各項活動均列明年齡、身高及體重限制。如教練認為參加者參與活動並不安全，有權拒絕其參加，並會退回票款。</p>
<h2>聯絡我們</h2>
<p>預訂查詢：<a href="mailto:${email}">${email}</a>。</p>`;

export const privacyZh = (email: string) => `<h2>我們收集的資料</h2>
<p>處理預訂時，我們會收集您的姓名、電郵地址及手提電話號碼。信用卡資料只會輸入支付服務商的安全欄位，絕不會傳送至我們的伺服器。</p>
<h2>資料用途</h2>
<ul>
<li>確認預訂及發送門票。</li>
<li>場次有變時聯絡您。</li>
<li>以匿名分析了解網站的使用情況。</li>
</ul>
<h2>您的選擇</h2>
<p>您可隨時電郵至 <a href="mailto:${email}">${email}</a>，要求查閱、更正或刪除您的資料。</p>`;
